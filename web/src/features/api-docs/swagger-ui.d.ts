declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  /** The `createElement` of Swagger UI's own React (its bundle carries one). */
  type CreateElement = (type: unknown, props?: object | null, ...children: unknown[]) => unknown;

  /** What a plugin function receives: here only Swagger UI's React. */
  export interface SwaggerSystem {
    React: { createElement: CreateElement };
  }

  /** The props Swagger UI gives a layout component (the parts the reference layout reads). */
  export interface SwaggerLayoutProps {
    getComponent: (name: string, container?: boolean) => unknown;
    specSelectors: {
      loadingStatus: () => string;
      specStr: () => string;
      servers: () => { size: number } | undefined;
      schemes: () => { size: number } | undefined;
      securityDefinitions: () => unknown;
      isSwagger2: () => boolean;
      isOAS3: () => boolean;
      isOAS31: () => boolean;
    };
  }

  /** Swagger UI's renderer: draws the document at `url` into `domNode`. */
  const SwaggerUI: (options: {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    /** Plugins: functions of the system answering components (among them layouts). */
    plugins?: ((system: SwaggerSystem) => { components: Record<string, unknown> })[];
    /** The name of the layout component drawing the page ('BaseLayout' by default). */
    layout?: string;
    /** Called once the document is drawn. */
    onComplete?: () => void;
  }) => unknown;
  export default SwaggerUI;
}
