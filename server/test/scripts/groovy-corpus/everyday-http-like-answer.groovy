def answer = [status: 200, json: [items: [[id: 1, price: 9.5], [id: 2, price: 0.5]]]]
if (answer.status == 200) {
  def items = answer.json.items
  println "got ${items.size()} items worth ${items.sum { it.price }}"
} else {
  println "failed with ${answer.status}"
}
