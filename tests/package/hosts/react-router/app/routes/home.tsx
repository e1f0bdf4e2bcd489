import { Link } from 'react-router';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Host shop' }];
}

export default function Home() {
  return (
    <main style={{ minHeight: '150vh' }}>
      <h1>Host shop</h1>
      <Link to="/preview">Preview</Link>
    </main>
  );
}
