def m = 'Order PO-123 shipped' =~ /PO-(\d+)/
if (m) {
  println m[0][1]
  println m[0][0]
}
