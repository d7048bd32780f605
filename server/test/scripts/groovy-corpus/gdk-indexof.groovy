println(['a', 'b', 'c'].indexOf('b'))
println(['a'].indexOf('z'))
println 'hello'.indexOf('l')
println 'hello'.lastIndexOf('l')
