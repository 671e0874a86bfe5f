// A promotion's comments, newest first. Comment text is plain text and rendered as such.
import { formatDate } from '@/lib/format-date';
import type { PromotionComment } from '../types/promotion';
import { StarRating } from './star-rating';

export function CommentList({ comments }: { comments: PromotionComment[] }) {
  if (comments.length === 0) {
    return <p className="text-sm text-slate-400">Henüz yorum yapılmamış. İlk yorumu siz yapın!</p>;
  }
  return (
    <ol className="space-y-4" data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-xl border border-slate-800 bg-slate-900 p-4" data-testid="comment">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-white">{comment.user_name}</p>
            <StarRating rating={comment.rating} />
          </div>
          <p className="mt-2 whitespace-pre-line text-sm text-slate-300">{comment.comment}</p>
          <p className="mt-2 text-xs text-slate-400">
            <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
