// Any path under /api/v1 that no route matches: a JSON 404, never Next's HTML page.
import { unknownRoute } from '@/server/http/endpoint';

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownRoute;
