import { Fragment, type ReactNode } from 'react';

/** `**bold**` runs of a line as React nodes (text only: no HTML is ever interpreted). */
function inline(line: string): ReactNode[] {
  return line.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={index}>{part.slice(2, -2)}</strong> : <Fragment key={index}>{part}</Fragment>,
  );
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

/** Splits the answer's markdown-lite into paragraphs and `- ` lists. */
export function parseAnswer(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    const last = blocks.at(-1);
    if (!line.trim()) {
      blocks.push({ kind: 'p', lines: [] });
      continue;
    }
    const item = /^\s*[-*•]\s+(.*)$/.exec(line);
    if (item) {
      if (last?.kind === 'ul') last.items.push(item[1]!);
      else blocks.push({ kind: 'ul', items: [item[1]!] });
    } else if (last?.kind === 'p') last.lines.push(line);
    else blocks.push({ kind: 'p', lines: [line] });
  }
  return blocks.filter((b) => (b.kind === 'p' ? b.lines.length > 0 : b.items.length > 0));
}

/**
 * The assistant's answer (Turkish, markdown-lite: paragraphs, `- ` bullets, `**bold**`) as React
 * elements — the model's text is never rendered as HTML. Marked `lang="tr"`.
 */
export function AnswerText({ text }: { text: string }) {
  return (
    // Answers are Turkish whatever the interface language (screen readers pronounce them so).
    <div lang="tr" className="grid gap-3 text-sm leading-relaxed break-words">
      {parseAnswer(text).map((block, index) =>
        block.kind === 'ul' ? (
          <ul key={index} className="grid list-disc gap-1 ps-5">
            {block.items.map((item, i) => (
              <li key={i}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
