// The package's service fakes on this app's own origin, as route handlers (development and tests).
import { getResponse } from 'msw';
import { createServiceHandlers } from '@shop/shop-parts/fakes';
import { site } from '../../site';

const fakes = createServiceHandlers({ site });

async function answer(request: Request): Promise<Response> {
  return (await getResponse(fakes.handlers, request)) ?? new Response('Not found', { status: 404 });
}

export { answer as GET, answer as POST, answer as PUT, answer as DELETE };
