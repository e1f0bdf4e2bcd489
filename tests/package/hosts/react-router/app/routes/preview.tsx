import { Link } from 'react-router';
import type { Route } from './+types/preview';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Preview – Host shop' }];
}

export default function Preview() {
  return (
    <main style={{ minHeight: '150vh' }}>
      <h1>Preview</h1>
      <Link to="/">Home</Link>
    </main>
  );
}
