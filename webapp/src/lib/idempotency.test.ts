// Commands carry an Idempotency-Key that stays the same for a retry of the same submit.
import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { promotionsApi } from '@/features/promotions/api/promotions-api';
import { apiError, jsonAnswer, mockApi } from '@/testing/mock-api';
import { api } from './api';

function store() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

const comment = { user_name: 'Ayşe', comment: 'Güzel bonus', rating: 5 };
const path = '/api/promotions/p1/comments';

describe('Idempotency-Key on commands', () => {
  it('keeps the key of a submit until it succeeds, then starts a new one', async () => {
    const answers = [apiError(503, 'event_store_unavailable', 'Olay deposu yok'), jsonAnswer({ status: 'pending' }, 202),
      jsonAnswer({ id: 'c1' }, 201), jsonAnswer({ id: 'c2' }, 201)];
    const http = mockApi({ [`POST ${path}`]: () => answers.shift()! });
    const s = store();
    const send = () => s.dispatch(promotionsApi.endpoints.postComment.initiate({ promotionId: 'p1', comment }));
    for (let i = 0; i < 4; i++) await send();
    const keys = http.callsTo(path, 'POST').map((c) => c.headers?.get('Idempotency-Key'));
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);  // after a 503
    expect(keys[2]).toBe(keys[0]);  // after a 202 "pending"
    expect(keys[3]).not.toBe(keys[0]);  // the submit succeeded: the next one is new
  });

  it('gives another request its own key', async () => {
    const http = mockApi({
      [`POST ${path}`]: jsonAnswer({ id: 'c1' }, 201),
      'POST /api/promotions/p2/comments': jsonAnswer({ id: 'c2' }, 201),
    });
    const s = store();
    await s.dispatch(promotionsApi.endpoints.postComment.initiate({ promotionId: 'p1', comment }));
    await s.dispatch(promotionsApi.endpoints.postComment.initiate({ promotionId: 'p2', comment }));
    const [a, b] = http.calls.map((c) => c.headers?.get('Idempotency-Key'));
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });
});
