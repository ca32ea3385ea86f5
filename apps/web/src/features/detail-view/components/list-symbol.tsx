import { defaultIconColor, type ListIconName, ownValue } from '@portal/contracts';
import {
  Box,
  Briefcase,
  Building2,
  Calendar,
  Circle,
  CreditCard,
  FileText,
  Heart,
  type LucideIcon,
  Mail,
  MapPin,
  Package,
  Phone,
  ShoppingCart,
  Star,
  Tag,
  Truck,
  User,
  Users,
} from 'lucide-react';
import classes from './panels.module.css';

/** How each icon a list panel may show (contracts' listIconNames) is drawn. */
export const listIcons: Record<ListIconName, LucideIcon> = {
  user: User,
  users: Users,
  building: Building2,
  briefcase: Briefcase,
  package: Package,
  box: Box,
  'shopping-cart': ShoppingCart,
  truck: Truck,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  calendar: Calendar,
  'file-text': FileText,
  'credit-card': CreditCard,
  tag: Tag,
  star: Star,
  heart: Heart,
};
const listIconSize = 18;
const warned = new Set<string>();

/** The first letters of the first two words ('Acme Tools' → 'AT'). */
export function initialsOf(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A row's symbol: the panel's icon, or the initials of its first line. */
export function ListSymbol(props: {
  type: 'icon' | 'initials';
  icon?: string;
  color?: string;
  text: string;
}) {
  if (props.type === 'initials')
    return (
      <span className={classes.symbol} aria-hidden="true">
        {initialsOf(props.text)}
      </span>
    );
  // Own keys only: a stored name such as constructor is no icon.
  let Icon = props.icon ? ownValue(listIcons, props.icon) : undefined;
  if (!Icon) {
    // SPEC.md §8: an unknown icon name is logged, and a fallback is shown. No name at all is a
    // designer who chose the icon symbol and has not picked the icon yet: nothing to report.
    const name = props.icon ?? '';
    if (name && !warned.has(name)) console.error(`Unknown icon name: ${name}`);
    warned.add(name);
    Icon = Circle;
  }
  return (
    <span className={classes.symbol} aria-hidden="true">
      <Icon size={listIconSize} color={props.color ?? defaultIconColor} />
    </span>
  );
}
