// A promotion's comments under 'Yorumlar (N)': their own answer (GET /api/promotions/{id}/comments),
// asked for beside the promotion's detail, so a visitor's comment does not drop the kept page.
import { useGetCommentsQuery } from '../api/promotions-api';
import { CommentList } from './comment-list';

export function PromotionComments({ promotionId }: { promotionId: string }) {
  const { data: comments, isError } = useGetCommentsQuery(promotionId);
  return (
    <div>
      <h2 id="comments" className="mb-4 text-xl font-bold text-white">
        Yorumlar ({comments?.length ?? 0})
      </h2>
      {comments ? (
        <CommentList comments={comments} />
      ) : isError ? (
        <p className="text-sm text-slate-400">Yorumlar yüklenirken bir hata oluştu</p>
      ) : (
        <div className="h-16" aria-busy="true" />
      )}
    </div>
  );
}
