import { parsePrice } from '@app/shared/pricing/pricing';
import type { Category, Service } from '@app/shared/catalog/schemas';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EditDeleteActions } from '@/components/ui/icon-button';
import { catalogFr } from '@/features/catalog/fr';
import { AddServiceForm } from './add-service-form';
import { formatEuroHt } from '@/lib/format/format';

const t = catalogFr;

export interface CategoryCardProps {
  category: Category;
  onRenameCategory: (category: Category) => void;
  onDeleteCategory: (category: Category) => void;
  onEditService: (category: Category, service: Service) => void;
  onDeleteService: (category: Category, service: Service) => void;
}

/** A category (rename / delete): its services (name and price text such as 50€) with edit / delete, and an add row. */
export function CategoryCard({
  category,
  onRenameCategory,
  onDeleteCategory,
  onEditService,
  onDeleteService,
}: CategoryCardProps) {
  const titleId = useId();
  return (
    <Card className="flex flex-col overflow-hidden">
      <section aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-zinc-100 px-5 py-3.5">
          <div className="flex min-w-0 items-center gap-2">
            <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-zinc-900">
              {category.name}
            </h2>
            <Badge variant="secondary">{t.servicesCount(category.services.length)}</Badge>
          </div>
          <EditDeleteActions
            className="shrink-0"
            editLabel={t.renameCategory(category.name)}
            deleteLabel={t.deleteCategory(category.name)}
            onEdit={() => onRenameCategory(category)}
            onDelete={() => onDeleteCategory(category)}
          />
        </div>

        <div className="flex-1">
          {category.services.length === 0 ? (
            <p className="px-5 py-6 text-sm text-zinc-500">{t.noServices}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t.service}</th>
                  <th scope="col">{t.price}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {category.services.map((service) => (
                  <tr key={service.id} className="group hover:bg-zinc-50/70">
                    <td className="py-2.5 pl-5 text-zinc-900">{service.name}</td>
                    <td className="px-3 py-2.5 text-right font-medium whitespace-nowrap text-zinc-900 tabular-nums">
                      {formatEuroHt(parsePrice(service.price))}
                    </td>
                    <td className="w-px py-2 pr-3 whitespace-nowrap">
                      <EditDeleteActions
                        className="justify-end"
                        editLabel={t.editService(service.name)}
                        deleteLabel={t.deleteService(service.name)}
                        onEdit={() => onEditService(category, service)}
                        onDelete={() => onDeleteService(category, service)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>

        <div className="border-t border-zinc-100 bg-zinc-50/60 px-5 py-4">
          <AddServiceForm category={category} />
        </div>
      </section>
    </Card>
  );
}
