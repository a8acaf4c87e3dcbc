import { Fragment, cloneElement, type ReactElement } from 'react';

type Props = {
  /** A catalogue's text with its values filled in, whose `<name>words</name>` parts become elements. */
  text: string;
  /** The element each tag name stands for; its children are the words inside the tag. */
  components: Readonly<Record<string, ReactElement>>;
};

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/** A translated sentence with links inside it, in whatever order the language puts them. */
export function TaggedText({ text, components }: Props) {
  const parts: ReactElement[] = [];
  let from = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', words] = match;
    parts.push(<Fragment key={parts.length}>{text.slice(from, match.index)}</Fragment>);
    const component = components[name];
    parts.push(
      component ? (
        cloneElement(component, { key: parts.length }, words)
      ) : (
        <Fragment key={parts.length}>{whole}</Fragment>
      ),
    );
    from = match.index + whole.length;
  }
  parts.push(<Fragment key={parts.length}>{text.slice(from)}</Fragment>);
  return <>{parts}</>;
}
