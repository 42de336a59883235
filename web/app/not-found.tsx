import Link from 'next/link';
import { BrandMark } from '@/components/icons';

export default function NotFound() {
  return (
    <main className="auth">
      <div className="card auth-card">
        <div className="brand">
          <BrandMark /> geo-audit
        </div>
        <h1>Page not found</h1>
        <p className="muted">There is nothing at this address.</p>
        <Link className="btn" href="/projects">
          Go to your projects
        </Link>
      </div>
    </main>
  );
}
