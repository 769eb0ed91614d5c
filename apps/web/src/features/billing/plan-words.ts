// How /billing words a plan's price and its places for children.
import { formatPriceWithCurrency, type Plan } from '@callready/core';

export function price(plan: Plan) {
  return plan.pricePence === 0 ? 'Free' : `${formatPriceWithCurrency(plan.pricePence)}/month`;
}

export function childPlaces(plan: Plan) {
  return plan.childLimit === 1 ? '1 child' : `Up to ${plan.childLimit} children`;
}
