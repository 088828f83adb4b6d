declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  /** A request as Swagger UI sends it ('Try it out'). */
  export interface SwaggerRequest {
    url: string;
    /** Absent on the fetch of the document itself. */
    method?: string;
    headers: Record<string, string>;
    body?: BodyInit;
  }
  /** Swagger UI's renderer: draws the document at `url` into `domNode`. */
  const SwaggerUI: (options: {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    /** May answer a promise of the request. */
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
  }) => unknown;
  export default SwaggerUI;
}
