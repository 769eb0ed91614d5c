// The one layout every CallReady e-mail shares: a short explanation, one button and the same
// link written out, in HTML and in plain text.

export interface EmailContent {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button, such as how long the link works. */
  outro: string[];
  /** Further links the message mentions, after the action's own. */
  otherLinks?: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

const BRAND = 'CallReady';
const BRAND_COLOUR = '#dc2626';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, greeting, intro, action, outro } = content;
  const text = [
    greeting,
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    ...outro.flatMap((paragraph) => [paragraph, '']),
    `— The ${BRAND} team`,
    '',
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(value)}</p>`;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND_COLOUR};padding:20px 32px;font-size:22px;font-weight:bold;color:#ffffff">${BRAND}</td></tr>
<tr><td style="padding:32px">
${paragraph(greeting)}
${intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${BRAND_COLOUR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${BRAND_COLOUR};word-break:break-all">${url}</a></p>
${outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:16px;color:#1f2937">— The ${BRAND} team</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html, links: [action.url, ...(content.otherLinks ?? [])] };
}
