// Any path under /api/app that no route matches: a JSON 404, never Next's HTML page.
import { unknownAppRoute } from '@/server/http/app-endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownAppRoute;
