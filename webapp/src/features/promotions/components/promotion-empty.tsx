// The empty message of a promotion list, with the hint to try something else.
export function PromotionEmpty() {
  return (
    <>
      <p className="font-semibold text-white">Bu kriterlere uygun promosyon bulunamadı.</p>
      <p className="mt-2 text-sm text-slate-400">Farklı bir arama terimi veya kategori deneyin.</p>
    </>
  );
}
