// The comment form of a promotion: name, 1-5 stars (default 5) and the comment. Blank fields
// are reported with toasts; while sending the button is disabled and reads 'Gönderiliyor...'.
// The api's own Turkish message is shown for a refused comment (422) or too many (429).
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { showToast } from '@/stores/toasts-slice';
import { usePostCommentMutation } from '../api/promotions-api';

const DEFAULT_RATING = 5;

export function CommentForm({ promotionId }: { promotionId: string }) {
  const dispatch = useDispatch();
  const [postComment, { isLoading: sending }] = usePostCommentMutation();
  const [userName, setUserName] = useState('');
  const [comment, setComment] = useState('');
  const [rating, setRating] = useState(DEFAULT_RATING);
  const ids = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!userName.trim()) {
      dispatch(showToast('error', 'Lütfen kullanıcı adınızı girin'));
      return;
    }
    if (!comment.trim()) {
      dispatch(showToast('error', 'Lütfen yorumunuzu yazın'));
      return;
    }
    try {
      await postComment({ promotionId, comment: { user_name: userName.trim(), comment: comment.trim(), rating } }).unwrap();
      dispatch(showToast('success', 'Yorumunuz başarıyla eklendi'));
      setUserName('');
      setComment('');
      setRating(DEFAULT_RATING);
    } catch (error) {
      const status = errorStatus(error as Parameters<typeof errorStatus>[0]);
      const message =
        status === 422 || status === 429
          ? errorMessage(error as Parameters<typeof errorMessage>[0], 'Yorumunuz eklenirken bir hata oluştu')
          : 'Yorumunuz eklenirken bir hata oluştu';
      dispatch(showToast('error', message));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900 p-4 md:p-6" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="text-lg font-bold text-white">
        Yorum Yap
      </h3>
      <div>
        <label htmlFor={`${ids}-name`} className="mb-1 block text-sm font-medium text-slate-200">
          Kullanıcı Adı
        </label>
        <input
          id={`${ids}-name`}
          name="user_name"
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          aria-required="true"
          autoComplete="nickname"
          className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white focus:border-amber-400"
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-200">Puanınız</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer rounded p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-400">
              <input
                type="radio"
                name={`${ids}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="sr-only"
              />
              <span className="sr-only">{star} yıldız</span>
              <svg viewBox="0 0 20 20" className={`size-7 ${star <= rating ? 'text-amber-400' : 'text-slate-600'}`} fill="currentColor" aria-hidden="true">
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-comment`} className="mb-1 block text-sm font-medium text-slate-200">
          Yorumunuz
        </label>
        <textarea
          id={`${ids}-comment`}
          name="comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-required="true"
          rows={4}
          className="w-full rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-white focus:border-amber-400"
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? 'Gönderiliyor...' : 'Yorum Gönder'}
      </button>
    </form>
  );
}
