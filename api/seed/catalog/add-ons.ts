// Add-ons of the food stores. Add-on 1 ("Extra cheese", 10 EGP, store 2) is used by the demo orders.

export interface AddOnDef {
  id: number;
  storeId: number;
  name: string;
  price: number;
}

const BY_STORE: Record<number, ReadonlyArray<readonly [string, number]>> = {
  2: [
    ['Extra cheese', 10],
    ['Crispy fried onions', 8],
    ['Extra daqqa', 5],
    ['Spicy shatta', 5],
  ],
  5: [
    ['Tahini sauce', 10],
    ['Grilled vegetables', 25],
    ['Extra baladi bread', 5],
    ['Garlic toum', 10],
  ],
  6: [
    ['Pickles', 5],
    ['Fried eggplant', 10],
    ['Extra tahini', 8],
  ],
  10: [
    ['Parmesan', 25],
    ['Extra mushrooms', 20],
    ['Garlic bread side', 35],
  ],
  14: [
    ['Seafood rice side', 45],
    ['Tahini salad', 20],
    ['Lemon & garlic sauce', 10],
  ],
  18: [
    ['Extra cream (qeshta)', 20],
    ['Pistachio topping', 30],
    ['Vanilla ice cream scoop', 25],
  ],
  22: [
    ['Extra mozzarella', 30],
    ['Stuffed crust', 40],
    ['Jalapeños', 15],
    ['Olives', 10],
  ],
  25: [
    ['Extra garlic toum', 10],
    ['French fries', 35],
    ['Cheddar slice', 15],
    ['Cola can', 25],
  ],
};

export const ADD_ONS: readonly AddOnDef[] = Object.entries(BY_STORE)
  .flatMap(([storeId, list]) => list.map(([name, price]) => ({ storeId: Number(storeId), name, price })))
  .map((addOn, index) => ({ id: index + 1, ...addOn }));

export const addOnsOfStore = (storeId: number) => ADD_ONS.filter((a) => a.storeId === storeId);
