#!/usr/bin/env node
// A local OpenAI-compatible chat-completions server for trying the AI jobs without a real key:
// it recognises the worker's five prompts and answers each in the JSON shape the prompt asks for,
// in Turkish. The web app's browser tests import it (createFakeAi) and switch it to answering
// 429 to see the editor's message; the C++ tests run their own scripted server.
//
//   node infra/dev/fake-ai.mjs [port]     (default 18080)
//   BONUS_AI_BASE_URL=http://127.0.0.1:18080/v1 infra/bonus up
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const paragraph = (topic, n) =>
  `<p>${topic} konusunda ${n}. paragraf: bonus şartlarını okumak, çevrim koşullarını anlamak ve ` +
  `lisanslı siteleri seçmek her oyuncunun ilk adımıdır. Sorumlu oyun için bütçe belirleyin, ` +
  `kampanya süresini takip edin ve yalnızca güvendiğiniz sitelerde hesap açın.</p>`;
const article = (topic, paragraphs) =>
  `<h2>${topic}</h2>` + Array.from({ length: paragraphs }, (_, i) => paragraph(topic, i + 1)).join('');

function answer(prompt) {
  const topic = (/Konu: (.*)/.exec(prompt) || [])[1] || 'Casino bonusları';
  if (prompt.includes('blog yazısı fikri üret')) {
    const count = Number((/Bu konuda (\d+) farklı/.exec(prompt) || [])[1] || 3);
    const angles = ['Rehberi', 'İçin İpuçları', 'Hakkında Sık Sorulanlar', 'Nasıl Seçilir?', 'Sık Yapılan Hatalar'];
    return JSON.stringify(
      Array.from({ length: count }, (_, i) => ({
        title: `${topic} ${angles[i % angles.length]}${i >= angles.length ? ` ${i + 1}` : ''}`,
        brief: `${topic} konusunu ${angles[i % angles.length].toLowerCase()} açısından ele alan bir yazı.`,
      })),
    );
  }
  if (prompt.includes('Türkçe bir blog yazısı yaz'))
    return JSON.stringify({
      title: `${topic}: Bilmeniz Gerekenler`,
      excerpt: `${topic} hakkında kısa ve anlaşılır bir özet.`,
      content: article(topic, 9),
      suggested_keywords: ['casino', 'bonus', topic.toLowerCase()],
    });
  if (prompt.includes('SEO meta verileri üret'))
    return JSON.stringify({
      title: 'Casino Bonusları Rehberi',
      description: 'Güncel casino bonusları, çevrim şartları ve güvenilir siteler hakkında bilmeniz gerekenler.',
      keywords: 'casino bonusu, deneme bonusu, çevrim şartı',
    });
  if (prompt.includes('genişlet')) {
    const content = prompt.split('İçerik:\n')[1] || '';
    return content + article('Ek bilgiler', 5);
  }
  if (prompt.includes('3 farklı SEO önerisi')) {
    const page = (/Sayfa: (.*)/.exec(prompt) || [])[1] || 'Sayfa';
    return JSON.stringify({
      suggestions: [1, 2, 3].map((n) => ({
        title: `${page} | Bonus Rehberi ${n}`,
        description: `${page} sayfası için ${n}. açıklama önerisi: güncel bonuslar ve güvenilir siteler.`,
        keywords: 'casino, bonus, rehber',
      })),
    });
  }
  return 'Bu istek tanınmadı.';
}

/** The server (not yet listening) and a switch: mode 'ok' answers, '429' refuses with Retry-After. */
export function createFakeAi({ delayMs = 300 } = {}) {
  const state = { mode: 'ok', requests: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      state.requests += 1;
      const json = (status, value, headers = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) return json(404, { error: { message: 'not found' } });
      if (state.mode === '429') return json(429, { error: { message: 'Rate limit reached' } }, { 'Retry-After': '1' });
      let prompt = '';
      try {
        prompt = (JSON.parse(body).messages || []).filter((m) => m.role === 'user').map((m) => m.content).join('\n');
      } catch {
        return json(400, { error: { message: 'invalid JSON' } });
      }
      const content = answer(prompt);
      setTimeout(
        () =>
          json(200, {
            id: 'chatcmpl-local',
            object: 'chat.completion',
            model: 'gpt-4o-mini',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 400, total_tokens: 500 },
          }),
        delayMs,
      );
    });
  });
  return { server, state };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] || 18080);
  createFakeAi().server.listen(port, '127.0.0.1', () => console.log(`fake AI service on http://127.0.0.1:${port}/v1`));
}
