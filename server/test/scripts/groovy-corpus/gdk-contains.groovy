println 'invoice 42'.contains('42')
println([1, 2].contains(3))
println([a: 1].containsKey('a'))
println([a: 1].containsValue(1))
