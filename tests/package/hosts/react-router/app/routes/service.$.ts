// The package's service fakes on this app's own origin, as a resource route (development and tests).
import { getResponse } from 'msw';
import { createServiceHandlers } from '@shop/shop-parts/fakes';
import { site } from '../site';
import type { Route } from './+types/service.$';

const fakes = createServiceHandlers({ site });

async function answer(request: Request): Promise<Response> {
  return (await getResponse(fakes.handlers, request)) ?? new Response('Not found', { status: 404 });
}

export const loader = ({ request }: Route.LoaderArgs) => answer(request);
export const action = ({ request }: Route.ActionArgs) => answer(request);
