// A visitor comment as the back office sees it, and the edit dialog's rules.
import { z } from 'zod';

export interface AdminComment {
  id: string;
  promotion_id: string;
  promotion_title: string | null;
  casino_name: string | null;
  user_name: string;
  comment: string;
  rating: number;
  created_at: string;
}

export const commentSchema = z.object({
  user_name: z.string().trim().min(1, 'Lütfen kullanıcı adınızı girin').max(60, 'Kullanıcı adı en fazla 60 karakter olabilir'),
  comment: z.string().trim().min(1, 'Lütfen yorumunuzu yazın').max(2000, 'Yorum en fazla 2000 karakter olabilir'),
  rating: z.number().int().min(1).max(5),
});

export type CommentInput = z.infer<typeof commentSchema>;
export const commentFields = ['user_name', 'comment', 'rating'] as const;
