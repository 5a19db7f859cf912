import { CarList } from './car-list';

/** /arrangement/car/new_added: versions added to the catalogue in the last 30 days (Dutch car data only). */
export default function Screen() {
  return <CarList kind="newAdded" />;
}
