import { Construction } from 'lucide-react';

/** Owner pages whose feature has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Construction className="size-10 text-slate-400" aria-hidden />
        <p className="mt-3 font-medium text-slate-700">Em breve</p>
        <p className="mt-1 max-w-sm text-sm text-slate-500">Esta área está sendo preparada e chega nas próximas versões.</p>
      </div>
    </section>
  );
}
