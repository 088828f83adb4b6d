import { Card } from '@/components/ui/card';
import { SkeletonBars, SkeletonGroup } from '@/components/ui/skeleton';

/** An invoice list while its first page loads. */
export function InvoicesSkeleton() {
  return (
    <Card className="overflow-hidden">
      <SkeletonGroup className="divide-y divide-zinc-100">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonBars
            key={i}
            className="flex items-center gap-6 px-5 py-4"
            bars={[
              'h-4 w-32',
              'h-4 w-20',
              'hidden h-4 w-28 md:block',
              'ml-auto h-4 w-20',
              'hidden h-4 w-16 md:block',
              'h-8 w-28',
            ]}
          />
        ))}
      </SkeletonGroup>
    </Card>
  );
}
