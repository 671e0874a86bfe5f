// Scenarios of the public site: /blog and a post, with its view count.
import { expect, expectVisible, shot, loadLazyImages, DESKTOP } from '../checks.mjs';

/** @param {{ base: string, data: object, open: (page, path, query?) => Promise<void> }} ctx */
export function blogScenarios({ base, data, open }) {
  const { posts } = data;
  return [
    {
      name: '/blog and /blog/{slug} render their data; the visit counts one view',
      viewport: DESKTOP,
      async run(page) {
        await open(page, '/blog');
        await expectVisible(page.getByTestId('blog-card'), 'the blog cards');
        const count = await page.getByTestId('blog-card').count();
        expect(count === posts.length, `shows ${count} of ${posts.length} posts`);
        await loadLazyImages(page);
        await shot(page, 'desktop-blog');

        const post = posts[0];
        const viewPosts = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/views')) viewPosts.push(request.url());
        });
        await open(page, `/blog/${post.slug || post.id}`);
        await expectVisible(page.getByRole('heading', { level: 1, name: post.title, exact: true }), `post "${post.title}"`);
        await expectVisible(page.getByTestId('view-count'), 'the view count');
        await expectVisible(page.getByTestId('todays-bonuses'), "today's bonuses");
        await page.waitForLoadState('networkidle');
        expect(viewPosts.length === 1, `the visit posted ${viewPosts.length} views`);
        await loadLazyImages(page);
        await shot(page, 'desktop-blog-post');

        await open(page, '/blog/yok-boyle-bir-yazi');
        await expectVisible(page.getByText('Blog yazısı bulunamadı'), 'the not-found text');
      },
    },
  ];
}
