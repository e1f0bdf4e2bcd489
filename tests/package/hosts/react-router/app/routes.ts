import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // The staff preview panel's route (the parts' `previewRoute`, default /preview).
  route('preview', 'routes/preview.tsx'),
  route('service/*', 'routes/service.$.ts'),
] satisfies RouteConfig;
