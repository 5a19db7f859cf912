import { Fragment } from 'react';

/**
 * A name shown in a narrow place (the rail, the sidebar header) whole word by word: lines break only
 * between words, and a word wider than its line ends in an ellipsis instead of being split across two
 * lines (issue 37: the rail showed "Leasesystee / m"). The text stays whole in the DOM, so the accessible
 * name is the full name; the caller gives the full name as tooltip.
 */
export function WholeWords({ text, className }: { text: string; className: string }) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return (
    <span className={`whole-words ${className}`}>
      {words.map((word, index) => (
        // The space stays outside the word's box: there the line may break.
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="whole-words__word">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}
