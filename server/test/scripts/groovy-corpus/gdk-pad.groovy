println '7'.padLeft(3, '0')
println 'ab'.padRight(5, '.') + '|'
println 'x'.padLeft(3) + '|'
println 'long'.padLeft(2)
