declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  /** Swagger UI's renderer: draws the document at `url` into `domNode`. */
  const SwaggerUI: (options: {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    /** Called once the document is drawn. */
    onComplete?: () => void;
  }) => unknown;
  export default SwaggerUI;
}
