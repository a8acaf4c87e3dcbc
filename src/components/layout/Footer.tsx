import { Link } from '@tanstack/react-router';
import { footerText } from '../../i18n/messages.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const links = [
  { to: '/about', label: 'aboutUs' },
  { to: '/terms', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
  { to: '/faq', label: 'faq' },
  { to: '/contact', label: 'contact' },
  { to: '/feedback', label: 'feedback' },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:px-6">
        <nav aria-label={footerText.label}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:text-slate-900 hover:underline">
                  {footerText[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="self-start" />
        <p>{footerText.tagline}</p>
        <p>{footerText.copyright({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
