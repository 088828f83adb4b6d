import type { SwaggerLayoutProps, SwaggerSystem } from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { apiDocsFr } from '@/features/api-docs/fr';

/** The name Swagger UI's `layout` option gives the layout below. */
export const REFERENCE_LAYOUT = 'ReferenceLayout';

/**
 * A Swagger UI plugin: its BaseLayout (the document's info, servers, filter, operations and
 * schemas) with the operations in a plain block instead of a `main` of their own. The page's
 * `main` (the app shell's) already holds the reference: a second one, nested in it, is a
 * duplicate landmark (axe landmark-no-duplicate-main, landmark-main-is-top-level). Swagger UI's
 * React draws it (`system.React`); while the document loads or when it fails, BaseLayout itself
 * (no `main` then).
 */
export function referenceLayoutPlugin({ React }: SwaggerSystem) {
  const h = React.createElement;
  function ReferenceLayout(props: SwaggerLayoutProps) {
    const { getComponent, specSelectors } = props;
    if (specSelectors.loadingStatus() !== 'success' || !specSelectors.specStr())
      return h(getComponent('BaseLayout'), props);
    const [Row, Col, Errors] = [getComponent('Row'), getComponent('Col'), getComponent('errors', true)];
    const servers = specSelectors.servers()?.size || specSelectors.schemes()?.size;
    const authorize = !!specSelectors.securityDefinitions();
    const full = (child: unknown) => h(Row, null, h(Col, { mobile: 12, desktop: 12 }, child));
    return h(
      'div',
      { className: 'swagger-ui' },
      h(getComponent('SvgAssets')),
      h(
        getComponent('VersionPragmaFilter'),
        {
          isSwagger2: specSelectors.isSwagger2(),
          isOAS3: specSelectors.isOAS3(),
          isOAS31: specSelectors.isOAS31(),
          alsoShow: h(Errors),
        },
        h(Errors),
        h(Row, { className: 'information-container' }, h(Col, { mobile: 12 }, h(getComponent('InfoContainer', true)))),
        servers || authorize
          ? h(
              'div',
              { className: 'scheme-container' },
              h(
                Col,
                { className: 'schemes wrapper', mobile: 12 },
                servers
                  ? h('div', { className: 'schemes-server-container' }, h(getComponent('ServersContainer', true)))
                  : null,
                authorize ? h(getComponent('AuthorizeBtnContainer', true)) : null,
              ),
            )
          : null,
        h(getComponent('FilterContainer', true)),
        h(
          'div',
          { id: 'operations' },
          // Swagger UI titles the document in an h1 and each group of operations in an h3: the
          // missing level, ours, for screen readers (axe heading-order).
          h('h2', { className: 'sr-only' }, apiDocsFr.operations),
          full(h(getComponent('operations', true))),
          full(h(getComponent('Models', true))),
        ),
      ),
    );
  }
  return { components: { [REFERENCE_LAYOUT]: ReferenceLayout } };
}
