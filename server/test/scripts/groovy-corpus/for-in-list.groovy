for (sku in ['A', 'B']) {
  println sku
}
