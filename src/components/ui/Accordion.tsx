import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

export type AccordionItem = { readonly question: string; readonly answer: string };

type Props = { items: readonly AccordionItem[] };

/** Expandable questions and answers, keyboard operable through Radix. */
export function Accordion({ items }: Props) {
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.question} value={item.question}>
          <RadixAccordion.Header asChild>
            <h3>
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700">
                {item.question}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </RadixAccordion.Trigger>
            </h3>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-5 pb-4 text-slate-700">{item.answer}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
