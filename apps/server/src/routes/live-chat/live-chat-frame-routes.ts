import { LIVE_CHAT_FRAME_PATH } from '@callready/contract';
import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame's whole page: the widget's script and nothing of ours (no app code, no data, no styles). */
export function liveChatFramePage(scriptUrl: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Support chat</title></head>',
    `<body><script src="${escapeAttribute(new URL(scriptUrl).href)}"></script></body>`,
    '</html>',
  ].join('\n');
}

/**
 * GET /live-chat/frame (ADR 053): the page the contact page frames in a sandbox, so the chat widget
 * runs in an origin of its own instead of the app's document. Its headers are the frame's policy
 * (`liveChatFramePolicy` in http/security-headers.ts). Not found when no chat service is configured.
 */
export function liveChatFrameRoutes({ scriptUrl }: { scriptUrl: string | undefined }) {
  const page = scriptUrl ? liveChatFramePage(scriptUrl) : undefined;
  return new Hono<AppBindings>().get(LIVE_CHAT_FRAME_PATH, (c) =>
    page
      ? c.html(page, 200, { 'Cache-Control': 'no-cache' })
      : c.text('Not found', 404, { 'Cache-Control': 'no-cache' }),
  );
}
