import { Link } from 'react-router';
import './back-link.css';

/** The selection flow's back button: a link, since it goes to a page with its own address. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="button button--secondary button--small back-link">
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}
