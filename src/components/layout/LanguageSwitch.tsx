import { cn } from '../ui/cn.ts';
import { navText } from '../../i18n/messages.ts';
import { LANGUAGES } from '../../i18n/language.ts';
import { useLanguage } from '../../state/language.ts';
import { useSwitchLanguage } from './useSwitchLanguage.ts';

type Props = { className?: string };

/**
 * 'EN | NL': each button shows its code and tells a screen reader the language's name in that language
 * (lang set, so it is said right); its accessible name starts with what is seen. The one in use is pressed.
 */
export function LanguageSwitch({ className }: Props) {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  return (
    <div
      role="group"
      aria-label={navText.language}
      className={cn('inline-flex rounded-md border border-slate-300', className)}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          onClick={() => void switchLanguage(code)}
          className={cn(
            'min-h-11 min-w-11 px-2 text-sm font-semibold uppercase first:rounded-l-md last:rounded-r-md',
            code === language ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 hover:bg-slate-100',
          )}
        >
          {code}
          <span className="sr-only"> {navText.languageNames[code]}</span>
        </button>
      ))}
    </div>
  );
}
