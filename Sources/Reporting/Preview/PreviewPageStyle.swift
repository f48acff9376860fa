/// The page's style sheet, inline: readable in light and dark system appearance, and printable.
enum PreviewPageStyle {
    static let css = """
        :root { color-scheme: light dark; --fg: #1d2d3e; --bg: #ffffff; --muted: #556b82; --line: #d5dadd; --head: #f5f6f7;
          --low: #aa0808; --low-bg: #ffeaf4; --ok: #256f3a; --link: #0a6ed1; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #eaecee; --bg: #12171c; --muted: #a9b4be; --line: #3a4552; --head: #1d232a;
            --low: #ff8888; --low-bg: #4a1a1a; --ok: #6fd08c; --link: #89d1ff; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1400px; padding: 1rem 1.5rem 3rem; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
          color: var(--fg); background: var(--bg); }
        h1 { font-size: 1.6rem; margin: 0.5rem 0; } h2 { font-size: 1.3rem; margin-top: 2.5rem; border-bottom: 2px solid var(--line); }
        h3 { font-size: 1.05rem; margin-top: 1.5rem; }
        a { color: var(--link); } code { font: 12px/1.3 ui-monospace, "SF Mono", Menlo, monospace; }
        nav ul { display: flex; flex-wrap: wrap; gap: 0.3rem 1.2rem; padding: 0; list-style: none; }
        .muted, .verdict, .place { color: var(--muted); } .note { color: var(--muted); font-size: 0.9em; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
        caption { text-align: left; color: var(--muted); padding: 0.2rem 0; }
        th, td { border: 1px solid var(--line); padding: 0.3rem 0.45rem; vertical-align: top; text-align: left; }
        thead th { background: var(--head); position: sticky; top: 0; font-weight: 600; }
        th[scope=row] { font-weight: normal; white-space: nowrap; }
        .swatch { display: inline-block; width: 1.6rem; height: 1.1rem; vertical-align: middle; border: 1px solid var(--line);
          border-radius: 3px; margin-right: 0.3rem; background-image: linear-gradient(45deg, #8883 25%, transparent 25%, transparent 75%, #8883 75%); background-size: 8px 8px; }
        .swatch > span { display: block; width: 100%; height: 100%; border-radius: 2px; }
        .value { display: block; } .value > code { white-space: nowrap; } .value .file { font-weight: normal; font-size: 0.85em; color: var(--muted); }
        h3 .place { font-size: 0.8em; font-weight: normal; }
        .builtin { opacity: 0.75; } .override { font-weight: 600; } .kept { color: var(--muted); font-style: italic; }
        .badge { display: inline-block; font-size: 0.75em; padding: 0 0.4em; border-radius: 0.6em; border: 1px solid currentColor; margin-left: 0.3em; }
        .partial { color: #b35c00; } .deprecated { color: var(--muted); }
        .defs { margin: 0; padding-left: 1.1rem; } .defs li.shadowed > code { text-decoration: line-through; text-decoration-color: var(--muted); }
        table.classes th[scope=row] { white-space: normal; min-width: 14rem; max-width: 24rem; overflow-wrap: anywhere; }
        .sample { display: inline-flex; align-items: center; gap: 0.3rem; min-width: 4.2rem; padding: 0.15rem 0.4rem; border: 2px solid transparent;
          border-radius: 4px; font-weight: 600; }
        .sample .tint { width: 0.7rem; height: 0.7rem; border-radius: 50%; border: 1px solid #8888; }
        .sample.no-fill { background-color: #999; background-image: linear-gradient(45deg, #777 25%, transparent 25%, transparent 75%, #777 75%);
          background-size: 10px 10px; }
        .colors { display: block; margin-top: 0.2rem; } .colors .swatch { width: 0.9rem; height: 0.7rem; margin-right: 0.15rem; }
        .contrast { display: inline-block; font-size: 0.85em; white-space: nowrap; }
        td > .contrast { display: block; }
        .contrast.low-contrast { color: var(--low); background: var(--low-bg); font-weight: 700; padding: 0 0.2rem; border-radius: 3px; }
        .contrast.ok { color: var(--ok); }
        .decls { margin: 0.2rem 0 0; padding: 0; list-style: none; font-size: 0.85em; white-space: normal; }
        .bar { display: inline-block; height: 0.7rem; background: var(--muted); vertical-align: middle; margin-right: 0.3rem; }
        .chain { display: block; font-size: 0.85em; color: var(--muted); }
        .unresolved { color: var(--low); }
        .findings li { margin: 0.2rem 0; } .severity { font-weight: 700; text-transform: uppercase; font-size: 0.75em; }
        .severity-error { color: var(--low); } .severity-warning { color: #b35c00; }
        @media print {
          :root { --fg: #000; --bg: #fff; --muted: #444; --line: #999; --head: #eee; --low: #a00; --low-bg: #fdd; --link: #000; }
          body { max-width: none; padding: 0; font-size: 10pt; }
          nav, .scroll { overflow: visible; } nav { display: none; }
          thead th { position: static; } tr, li { break-inside: avoid; } h2, h3 { break-after: avoid; }
          * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          a { text-decoration: none; }
        }
        """
}
