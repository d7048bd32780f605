def text = '''\
  |Dear customer,
  |your order shipped.'''.stripMargin()
println text
