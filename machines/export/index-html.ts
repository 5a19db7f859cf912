export interface IndexItem {
  id: string;
  description: string;
  states: number;
  transitions: number;
}

/** Text and attribute values alike: descriptions are prose and may hold any character. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page beside the exported files: every machine with its line, its chart and its JSON. */
export function indexHtml(items: readonly IndexItem[]): string {
  const sections = items.map(({ id, description, states, transitions }) => {
    const name = escapeHtml(id);
    const file = encodeURIComponent(id);
    return `  <section id="${name}">
    <h2>${name}</h2>
    <p>${escapeHtml(description)}</p>
    <p class="meta">${states} states, ${transitions} transitions · <a href="${file}.svg">${name}.svg</a> · <a href="${file}.json">${name}.json</a></p>
    <img src="${file}.svg" alt="Statechart of ${name}" loading="lazy">
  </section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Leasedesk machines</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2933; }
    nav a { margin-right: 1rem; }
    section { margin: 2.5rem 0; }
    .meta { color: #52606d; font-size: 0.9rem; }
    img { max-width: 100%; border: 1px solid #d9e2ec; padding: 0.5rem; }
  </style>
</head>
<body>
  <h1>Leasedesk machines</h1>
  <p>Statecharts drawn from the machines themselves by <code>npm run machines</code>. Each JSON file opens in the Stately visualizer.</p>
  <nav>${items.map(({ id }) => `<a href="#${escapeHtml(id)}">${escapeHtml(id)}</a>`).join('')}</nav>
${sections.join('\n')}
</body>
</html>
`;
}
