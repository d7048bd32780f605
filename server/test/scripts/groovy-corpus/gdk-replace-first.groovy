println 'aaa'.replaceFirst('a', 'b')
println 'a.b.c'.replace('.', '/')
