def greet = { name -> "Hello $name" }
println greet.call('Ann')
println greet('Bob')
