// The footer's promotion, answered by the same fakes as every other service call (../../[...path]),
// and noted for the streamed pages' slow content (../../../slowContent.ts), which waits for it. A
// route of its own, so the guide's catch-all route stays as a host writes it.
import { getResponse } from 'msw';
import { createServiceHandlers } from '@shop/shop-parts/fakes';
import { notePromotionAnswered } from '../../../slowContent';
import { site } from '../../../site';

const fakes = createServiceHandlers({ site });

export async function GET(request: Request): Promise<Response> {
  const response = (await getResponse(fakes.handlers, request)) ?? new Response('Not found', { status: 404 });
  notePromotionAnswered();
  return response;
}
