import { Link } from '@tanstack/react-router';
import { footerText } from '../../domain/messages.ts';

const links = [
  { to: '/about', label: footerText.aboutUs },
  { to: '/terms', label: footerText.terms },
  { to: '/privacy', label: footerText.privacy },
  { to: '/faq', label: footerText.faq },
  { to: '/contact', label: footerText.contact },
  { to: '/feedback', label: footerText.feedback },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{footerText.tagline}</p>
        <p>{footerText.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
