import { API_ROUTES } from './routes.generated.js';

export { API_ROUTES };
export type { ApiRoute, HttpMethod } from './route.js';

/** The client areas, as named in {@link API_ROUTES}. */
export type ApiArea = keyof typeof API_ROUTES;
