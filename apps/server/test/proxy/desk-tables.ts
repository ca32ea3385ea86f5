/**
 * The rows the FastAPI ticket desk and the NestJS order desk serve in the tests: generated, the same
 * every run, related by id (each ticket's customer_id, each order's customerId).
 */

export type Ticket = {
  id: number;
  title: string;
  status: 'open' | 'pending' | 'closed';
  priority: 'low' | 'normal' | 'high';
  hours_spent: number;
  customer_id: number;
  created_at: string;
};
export type DeskCustomer = {
  id: number;
  name: string;
  email: string;
  tier: 'free' | 'pro' | 'enterprise';
  city: string;
};

const subjects = ['Printer', 'Invoice', 'Login', 'Export', 'Report', 'Password', 'Sync', 'Backup'];
const problems = ['fails', 'is slow', 'shows an error', 'needs a change', 'stopped working'];
const cities = ['Lyon', 'Porto', 'Gent', 'Graz', 'Bergen', 'Cork', 'Turku'];
const names = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Tyrell',
  'Wonka',
];

/** A ticket desk: `customers` customers and `tickets` tickets spread over them. */
export function ticketDesk(tickets = 230, customers = 25) {
  const tiers = ['free', 'pro', 'enterprise'] as const;
  const statuses = ['open', 'pending', 'closed', 'open', 'closed'] as const;
  const priorities = ['low', 'normal', 'high'] as const;
  return {
    customers: Array.from({ length: customers }, (_, index): DeskCustomer => {
      const id = index + 1;
      const name = `${names[index % names.length]} ${cities[index % cities.length]} ${id}`;
      return {
        id,
        name,
        email: `desk@${name.toLowerCase().replaceAll(' ', '-')}.example`,
        tier: tiers[(index * 7) % tiers.length],
        city: cities[(index * 3) % cities.length],
      };
    }),
    tickets: Array.from({ length: tickets }, (_, index): Ticket => {
      const id = index + 1;
      return {
        id,
        title: `${subjects[index % subjects.length]} ${problems[(index * 3) % problems.length]} #${id}`,
        status: statuses[(index * 11) % statuses.length],
        priority: priorities[(index * 5) % priorities.length],
        // Halves and repeats, so that sorting and ranges meet equal values.
        hours_spent: ((index * 37) % 120) / 2,
        customer_id: ((index * 13) % customers) + 1,
        created_at: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000 * 7).toISOString().slice(0, 19),
      };
    }),
  };
}

export type Order = {
  id: number;
  number: string;
  status: 'new' | 'paid' | 'shipped' | 'cancelled';
  amount: number;
  customerId: number;
  createdAt: string;
};
export type OrderCustomer = { id: number; name: string; country: 'FR' | 'DE' | 'US' | 'JP'; email: string };

/** An order desk: `customers` customers and `orders` orders spread over them. */
export function orderDesk(orders = 180, customers = 20) {
  const countries = ['FR', 'DE', 'US', 'JP'] as const;
  const statuses = ['new', 'paid', 'shipped', 'cancelled', 'paid', 'shipped'] as const;
  return {
    customers: Array.from({ length: customers }, (_, index): OrderCustomer => {
      const id = index + 1;
      return {
        id,
        name: `${names[(index * 3) % names.length]} ${id}`,
        country: countries[(index * 5) % countries.length],
        email: `orders@customer-${id}.example`,
      };
    }),
    orders: Array.from(
      { length: orders },
      (_, index): Order => ({
        id: index + 1,
        number: `SO-${String(1000 + index).padStart(5, '0')}`,
        status: statuses[(index * 7) % statuses.length],
        amount: ((index * 53) % 400) * 2.5,
        customerId: ((index * 7) % customers) + 1,
        createdAt: new Date(Date.UTC(2024, 2, 1) + index * 3_600_000 * 5).toISOString(),
      }),
    ),
  };
}
