import { useEffect, useState } from 'react';
import { Menu } from 'lucide-react';
import { withErrorBoundary } from '@/components/ui/error-boundary';

/** The menu's `lg:hidden`: from here the desktop nav takes over. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Opens the mobile menu's `<dialog>`; following a link (one within the page too) or widening to desktop closes it. */
function MobileMenuButtonInner({ menuId }: { menuId: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = document.getElementById(menuId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const onClose = () => setOpen(false);
    const onClick = (e: MouseEvent) => (e.target as Element | null)?.closest('a[href]') && dialog.close();
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => desktop.matches && dialog.close();
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    desktop.addEventListener('change', onWide);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      desktop.removeEventListener('change', onWide);
    };
  }, [menuId]);

  const show = () => {
    const dialog = document.getElementById(menuId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    dialog.showModal();
    setOpen(true);
  };

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={show}
      className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
    >
      <Menu aria-hidden="true" className="size-6" />
      <span className="sr-only">Open menu</span>
    </button>
  );
}

export const MobileMenuButton = withErrorBoundary(MobileMenuButtonInner);
