import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';

export type AccordionItem = { readonly question: string; readonly answer: string };

type Props = { items: readonly AccordionItem[] };

/**
 * Expandable questions and answers, one open at a time (WAI-ARIA's accordion: a heading holding a button
 * that controls its region). Written here rather than taken from Radix: the landing page shows it, and
 * Radix's accordion with its collection and presence machinery was 9 KB gzip of the first screen's script.
 */
export function Accordion({ items }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const triggerId = `${baseId}-trigger-${index}`;
        const contentId = `${baseId}-content-${index}`;
        return (
          <div key={item.question} data-state={isOpen ? 'open' : 'closed'}>
            <h3>
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={contentId}
                data-state={isOpen ? 'open' : 'closed'}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className="px-5 pb-4 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
